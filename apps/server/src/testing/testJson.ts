/**
 * A JSON answer as an API test reads it: loosely, since every value read is then checked by an assertion. The one
 * place `any` is allowed, so tests do not restate each contract's shape to read it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read loosely, checked by the assertions that follow
export type TestJson = any;
