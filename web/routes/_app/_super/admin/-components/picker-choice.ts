import type { PickerOption } from "@/components/list/search-picker";

/** How many matches an admin picker shows; more are reached by typing. */
export const PICKER_LIMIT = 20;

/**
 * What a picker's trigger shows for a chosen id: the option picked here, else the name looked up
 * by id (a value from the URL), else the id while that answer is on its way or failed.
 */
export function pickedOption(
  id: number | undefined,
  picked: PickerOption | undefined,
  name: string | undefined,
): PickerOption | undefined {
  if (id === undefined) return undefined;
  return picked ?? { value: String(id), label: name ?? `#${id}` };
}
