import { z } from 'zod';
import { DescriptionSchema, IdSchema, listOf, TitleSchema } from './common';

const ItemDescriptionSchema = DescriptionSchema.nullish();

export const ItemCreateSchema = z.object({
  title: TitleSchema,
  description: ItemDescriptionSchema,
});
export type ItemCreate = z.input<typeof ItemCreateSchema>;

/** PUT /items/{id} is partial: what is omitted is kept. */
export const ItemUpdateSchema = ItemCreateSchema.partial();
export type ItemUpdate = z.input<typeof ItemUpdateSchema>;

export const ItemPublicSchema = z.object({
  id: IdSchema,
  title: z.string(),
  description: z.string().nullable(),
  owner_id: IdSchema,
});
export type ItemPublic = z.infer<typeof ItemPublicSchema>;

export const ItemsPublicSchema = listOf(ItemPublicSchema);
export type ItemsPublic = z.infer<typeof ItemsPublicSchema>;

export const ItemIdParamsSchema = z.object({ id: IdSchema });
