/** A text value of a submitted form ('' when absent). */
export function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** The checked values of a group of checkboxes, comma-separated as the API reads them. */
export function choicesOf(data: FormData, name: string): string {
  return data
    .getAll(name)
    .filter((value) => typeof value === 'string')
    .join(',');
}

/** The chosen file of a file input, or undefined when none was chosen (browsers send an empty part). */
export function fileOf(data: FormData, name: string): File | undefined {
  const value = data.get(name);
  return value instanceof File && (value.name !== '' || value.size > 0) ? value : undefined;
}

/** Every chosen file of a file input that takes several, in order. */
export function filesOf(data: FormData, name: string): File[] {
  return data
    .getAll(name)
    .filter(
      (value): value is File => value instanceof File && (value.name !== '' || value.size > 0),
    );
}

/** 'true' when the form carries the removal flag of a file field. */
export function flagOf(data: FormData, name: string): 'true' | 'false' {
  return data.get(name) === 'true' ? 'true' : 'false';
}

export function hasChosenFile(data: FormData): boolean {
  return [...data.values()].some(
    (value) => value instanceof File && (value.name !== '' || value.size > 0),
  );
}

/** The multipart body of a call: the text fields, then the file (or files) under its field name. */
export function multipart(
  fields: Record<string, string | string[] | undefined>,
  file?: { field: string; file?: File | undefined; files?: File[] },
): FormData {
  const body = new FormData();
  // A list travels comma-separated: the API reads one value per field name.
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) body.append(name, Array.isArray(value) ? value.join(',') : value);
  if (file?.file) body.append(file.field, file.file, file.file.name);
  for (const each of file?.files ?? []) body.append(file!.field, each, each.name);
  return body;
}
