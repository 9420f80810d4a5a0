/** A display name as a record id: "Cave Bear (54)" -> "cave-bear-54". */
export function recordIdOf(name: string): string {
  const id = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return id === '' ? 'unnamed' : id;
}
