// The fields the visitor left before the app came in, as the page's script saw them: handed over as the app starts, read
// by the forms as they hydrate (forms' `fieldsLeftBeforeHydration`).

let fieldsLeft: () => readonly Element[] = () => [];

export function handOverFieldsLeft(read: () => readonly Element[]): void {
  fieldsLeft = read;
}

export function fieldsLeftBeforeApp(): readonly Element[] {
  return fieldsLeft();
}
