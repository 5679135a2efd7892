/*
 * The way to the contact-owner form, apart from the form: the phone contact bar stands on the
 * first screen and links to the form, whose code loads only when it comes near the screen.
 */

/** The form's element id: the phone contact bar's "message" leads to it. */
export const CONTACT_FORM_ID = 'contact-owner-form';

/**
 * The contact bar's "message": scrolls the form into view and puts the cursor in its first
 * empty field (the message, for a signed-in visitor whose details are filled in).
 */
export function openContactForm(event: { preventDefault(): void }): void {
  const form = document.getElementById(CONTACT_FORM_ID);
  if (!form) return;
  event.preventDefault();
  const fields = Array.from(form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type="hidden"]), textarea'));
  const field = fields.find((item) => !item.value) ?? fields[0];
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  form.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  field?.focus({ preventScroll: true });
}
