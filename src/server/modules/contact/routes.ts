import type { ApiInstance } from '#server/plugins/zod.ts';
import { formError, readForm, registerFormParsers, validateFields } from '#server/plugins/multipart.ts';
import {
  contactCategoriesResponse,
  contactForm,
  contactSentResponse,
  HONEYPOT_FIELD,
} from '#shared/contract/contact.ts';
import { parseLanguage, translate } from '#shared/i18n/index.ts';
import {
  contactCategoryExists,
  insertContactMessage,
  listContactCategories,
  nextContactMessageId,
} from './repo.ts';

/** GET /api/base/contact-us-categories and POST /api/base/contact-us. */
export default async function contactRoutes(api: ApiInstance) {
  await registerFormParsers(api);

  api.get(
    '/base/contact-us-categories',
    {
      schema: {
        summary: 'Subjects of the contact form',
        tags: ['contact'],
        response: { 200: contactCategoriesResponse },
      },
    },
    async () => ({ data: await listContactCategories(api.db) }),
  );

  api.post(
    '/base/contact-us',
    {
      config: { rateLimit: api.writeRateLimit },
      schema: {
        summary: 'Send a message from the contact form (multipart or urlencoded form)',
        tags: ['contact'],
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
        body: contactForm,
        response: { 201: contactSentResponse },
      },
      // The body is streamed and checked in the handler (with the database check in the same
      // answer); the declared body documents the form.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) => {
      const form = await readForm(request);
      request.lang = parseLanguage(form.fields.lng) ?? request.lang;
      const sent = (id: number) =>
        reply.code(201).send({ status: 201, message: translate(request.lang, 'api.contact_sent'), id });

      if (form.fields[HONEYPOT_FIELD]) {
        request.log.warn({ form: 'contact' }, 'honeypot field filled: message answered, not stored');
        return sent(await nextContactMessageId(api.db));
      }
      const { data, errors } = validateFields(contactForm, form);
      if (!errors.category && !(await contactCategoryExists(api.db, Number(form.fields.category)))) {
        errors.category = 'validation.subject_unknown';
      }
      if (!data || Object.keys(errors).length > 0) {
        throw formError(400, 'api.validation_failed', errors, request.lang);
      }
      return sent(await insertContactMessage(api.db, data, request.lang));
    },
  );
}
