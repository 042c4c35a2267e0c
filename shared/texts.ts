// Short texts the browser's forms and the server's checks both say.

/** Spec 1 §5: the text of a required field left empty. */
export const REQUIRED = 'Required';
