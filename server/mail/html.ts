// The one HTML escape of the server's hand-written pages and mails (issue 39): text and attribute
// values put into markup the server writes itself (the auth mails, the digest, the unsubscribe page).
const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe inside an element or a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
