/** `&cursor=` for the next page of a keyset list, or nothing for the first page. */
export const cursorParam = (cursor: string | null) => (cursor ? `&cursor=${encodeURIComponent(cursor)}` : "");
