/**
 * @module The offices page's data: the network's offices in Hungarian order.
 */
import * as z from 'zod/mini';
import { officeListItemSchema } from '../../../domain/cms/networkSchemas';

export const officesDataSchema = z.object({ offices: z.array(officeListItemSchema) });
export type OfficesData = z.infer<typeof officesDataSchema>;
