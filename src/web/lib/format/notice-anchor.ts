/** The id of a notice's card on /notice, the target of the home ticker's items without a file. */
export const noticeAnchor = (id: number) => `notice-${id}`;
