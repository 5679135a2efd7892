import { contactOwnerBody } from '@baandee/contracts';

/** The contact-owner form's fields as the API checks them (its own chunk: the shared schemas load when the form is used). */
export const messageFields = contactOwnerBody.omit({ announce_id: true, ref: true });
