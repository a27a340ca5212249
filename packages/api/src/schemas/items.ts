import { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from './limits';
import { messages } from './messages';
import { IdSchema, listOf } from './common';

export const ItemTitleSchema = z
  .string()
  .trim()
  .min(1, messages.titleRequired)
  .max(TITLE_MAX_LENGTH, messages.titleMax);
export const ItemDescriptionSchema = z
  .string()
  .max(DESCRIPTION_MAX_LENGTH, messages.descriptionMax)
  .nullish();

export const ItemCreateSchema = z.object({
  title: ItemTitleSchema,
  description: ItemDescriptionSchema,
});
export type ItemCreate = z.input<typeof ItemCreateSchema>;

/** PUT /items/{id} is partial: what is omitted is kept. */
export const ItemUpdateSchema = z.object({
  title: ItemTitleSchema.optional(),
  description: ItemDescriptionSchema,
});
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
