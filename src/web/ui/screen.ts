/** A phone's screen: narrower than the guest pages' wide layout (the style sheets' `min-width: 768px`). */
export const PHONE_QUERY = '(max-width: 767.98px)';
