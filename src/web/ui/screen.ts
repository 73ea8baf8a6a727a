/** A phone's screen: narrower than the guest pages' wide layout (the style sheets' `min-width: 768px`). */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** Whether the screen is a phone's now (false where there is no screen to ask). */
export const onPhoneScreen = (): boolean => window.matchMedia?.(PHONE_QUERY).matches ?? false;
