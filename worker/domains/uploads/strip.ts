import { message } from "#shared/messages";
import { AppError } from "../../errors";
import { MalformedFile } from "./malformed";
import type { UploadType } from "./sniff";
import { stripJpeg } from "./strip-jpeg";
import { stripPng } from "./strip-png";
import { stripWebp } from "./strip-webp";
import { videoHasLocation } from "./video-location";

/**
 * The bytes to store for a file of this type: photos without EXIF/GPS/XMP/comments; videos only
 * when they carry no location (refused otherwise, with a message saying why); GIF and PDF kept as
 * sent (GIF has no standard place for EXIF or GPS; a PDF's metadata is the author's own document
 * information, which the person chose to send). Pure TypeScript: runs in workerd as on Node.
 */
export function storedBytes(type: UploadType, bytes: Uint8Array): Uint8Array {
  try {
    switch (type) {
      case "image/jpeg":
        return stripJpeg(bytes);
      case "image/png":
        return stripPng(bytes);
      case "image/webp":
        return stripWebp(bytes);
      case "video/mp4":
      case "video/quicktime":
        if (videoHasLocation(bytes)) throw new AppError("UPLOAD_VIDEO_LOCATION");
        return bytes;
      case "image/gif":
      case "application/pdf":
        return bytes;
    }
  } catch (e) {
    if (e instanceof MalformedFile)
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", message("UPLOAD_TYPE_REFUSED"));
    throw e;
  }
}
