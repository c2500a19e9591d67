import { Alert, Button, FileInput, Group, Image, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle } from '@tabler/icons-react';
import { PRODUCT_CATEGORIES, PRODUCT_PRICE_MAX, PRODUCT_PRICE_MIN, productInputSchema, SELL_TYPES, shopMessages, type Product } from '@velvet/contracts';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { isApiRequestError } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { uploadProductPicture } from '../api/shop-api';
import { useSaveProduct } from '../hooks/use-shop';
import { newProductDefaults, toFormValues, toProductPayload, type ProductFormValues } from '../lib/product-form';

/** The shared product schema, read through the form's comma-separated variations. */
const productFormSchema = z.custom<ProductFormValues>().transform((values, context) => {
  const parsed = productInputSchema.safeParse(toProductPayload(values));
  if (parsed.success) return values;
  for (const issue of parsed.error.issues) {
    const path = issue.path[0] === 'variations' ? [issue.path[1] === 'sizes' ? 'sizes' : 'colors'] : issue.path;
    context.addIssue({ code: 'custom', path: path.map(String), message: issue.message });
  }
  return z.NEVER;
});

type ProductFormProps = { product?: Product; onDone: () => void };

/** Create or edit a product: pictures from the creator's own uploads, the shared schema's rules and messages. */
export function ProductForm({ product, onDone }: ProductFormProps) {
  const { control, register, handleSubmit, setError, setValue, formState } = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? toFormValues(product) : newProductDefaults,
  });
  const { errors } = formState;
  const [category, media] = useWatch({ control, name: ['category', 'media'] });
  const [upload, setUpload] = useState<{ busy: boolean; failure: string | null }>({ busy: false, failure: null });
  const save = useSaveProduct();

  const addPictures = (files: File[]) => {
    if (!files.length) return;
    setUpload({ busy: true, failure: null });
    Promise.all(files.map(uploadProductPicture))
      .then((urls) => {
        setValue('media', [...media, ...urls], { shouldValidate: true });
        setUpload({ busy: false, failure: null });
      })
      .catch((failure: unknown) => setUpload({ busy: false, failure: toUserMessage(failure) }));
  };

  const submit = handleSubmit((values) =>
    save.mutate(
      { id: product?._id, input: toProductPayload(values) },
      {
        onSuccess: () => {
          showToast({ color: 'green', message: product ? shopMessages.updated : shopMessages.created });
          onDone();
        },
        onError: (error) => {
          if (!isApiRequestError(error)) return;
          for (const [field, message] of Object.entries(error.fields)) setError(field.split('.').pop() as FieldPath<ProductFormValues>, { message });
        },
      },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={product ? 'Edit product' : 'Create product'}>
      <Stack gap="sm">
        {save.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {toUserMessage(save.error)}
          </Alert>
        )}
        <TextInput label="Name" required error={errors.name?.message} {...register('name')} data-autofocus />
        <Stack gap={4}>
          {media.length > 0 && (
            <SimpleGrid cols={4} spacing="xs">
              {media.map((url, index) => (
                <Stack key={url} gap={2}>
                  <Image src={url} alt={`Picture ${index + 1}`} h={64} radius="sm" fit="cover" />
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => setValue('media', media.filter((kept) => kept !== url), { shouldValidate: true })} aria-label={`Remove picture ${index + 1}`}>
                    Remove
                  </Button>
                </Stack>
              ))}
            </SimpleGrid>
          )}
          <FileInput
            label="Pictures"
            required
            multiple
            accept="image/png,image/jpeg,image/gif"
            placeholder={upload.busy ? 'Uploading…' : 'Add pictures'}
            disabled={upload.busy}
            value={[]}
            onChange={addPictures}
            error={upload.failure ?? errors.media?.message}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Brand" error={errors.brand?.message} {...register('brand')} />
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select label="Category" required searchable data={PRODUCT_CATEGORIES} value={field.value || null} onChange={(value) => field.onChange(value ?? '')} error={errors.category?.message} />
            )}
          />
          {category === 'Others' && <TextInput label="Custom category" required error={errors.custom_category?.message} {...register('custom_category')} />}
          <Controller
            control={control}
            name="price"
            render={({ field }) => (
              <NumberInput
                label="Price"
                required
                prefix="$"
                min={PRODUCT_PRICE_MIN}
                max={PRODUCT_PRICE_MAX}
                decimalScale={2}
                clampBehavior="none"
                allowNegative={false}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
                error={errors.price?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="quantity"
            render={({ field }) => (
              <NumberInput label="Quantity in stock" required min={0} clampBehavior="none" allowDecimal={false} allowNegative={false} value={field.value} onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)} error={errors.quantity?.message} />
            )}
          />
          <Controller
            control={control}
            name="sell_type"
            render={({ field }) => <Select label="Sell type" data={SELL_TYPES} value={field.value ?? 'Physical'} onChange={(value) => value && field.onChange(value)} allowDeselect={false} />}
          />
        </SimpleGrid>
        <TextInput label="Colours (comma-separated)" placeholder="Red, Black" error={errors.colors?.message} {...register('colors')} />
        <TextInput label="Sizes (comma-separated)" placeholder="S, M, L" error={errors.sizes?.message} {...register('sizes')} />
        <Textarea label="Description" autosize minRows={3} maxLength={2000} error={errors.description?.message} {...register('description')} />
        <Controller
          control={control}
          name="is_public"
          render={({ field }) => <Switch label="Public (everyone sees it)" checked={field.value ?? true} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={upload.busy}>
            {product ? 'Save product' : 'Create product'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
