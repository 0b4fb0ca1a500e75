/** Text placed inside HTML the mock writes itself (a demo game page, a personal message's rich text). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
