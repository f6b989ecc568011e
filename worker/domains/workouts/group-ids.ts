export function groupIds<T extends { id: number }>(
  rows: T[],
  key: (row: T) => number,
): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row.id);
    else map.set(k, [row.id]);
  }
  return map;
}
