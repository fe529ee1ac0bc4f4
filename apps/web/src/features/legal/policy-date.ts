/** The date the privacy policy and the terms of use took effect. */
export const policyDate = '25 November 2026';
