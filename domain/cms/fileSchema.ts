/**
 * @module The file record of the privacy policy and the terms (SPEC section 3).
 */
import * as z from 'zod/mini';

export const cmsFileSchema = z.object({ file_url: z.string().check(z.minLength(1)) });
