/** A file whose structure its own format does not allow: refused like an unknown type (415). */
export class MalformedFile extends Error {
  override name = "MalformedFile";
}
