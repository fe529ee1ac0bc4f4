/** Maximum JSON body the gateway accepts, in bytes (413 above it). */
export const maxBodyBytes = 64 * 1024;
