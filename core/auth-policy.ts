// Account rules both the server (Better Auth) and the forms enforce (SPEC §5).

/** SPEC §5: "Password minimum 6". */
export const MIN_PASSWORD = 6;
