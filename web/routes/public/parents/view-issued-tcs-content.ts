/** The steps of "How to verify a TC": `tcVerification.steps.<key>` and `<key>Text`. */
export const verificationSteps = ['enter', 'compare', 'ask'] as const;

/** The notes beside the form: `tcVerification.notes.<key>`. */
export const tcNotes = ['privacy', 'limit', 'unverified'] as const;
