// Writing on a thread: 1 to 2,000 characters (the shared schema, leading and trailing blanks
// dropped), a live count, Ctrl/Cmd+Enter sends and Enter is a new line (a message is often
// several lines, and an accidental Enter must not send half of it). A thread that takes no
// more messages says why instead. One Idempotency-Key per message, kept on a retry.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type KeyboardEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from 'react-aria-components';
import { messageRequest, type MessageRequest, type Rfq } from '../../../shared/api';
import { threadRefusal } from '../../../shared/rules/rfq-states';
import { useConnection } from '../../connection/connection-context';
import { describeFailure } from '../../connection/results';
import { useEditing } from '../../ui/editing';
import { CountedTextArea } from './CountedTextArea';
import { MESSAGE_MAX_LENGTH } from './bounds';

const schemaResolver = zodResolver(messageRequest);
const resolver: Resolver<MessageRequest> = (values, context, options) =>
  schemaResolver({ body: values.body.trim() }, context, options);

const SEND_KEYS = /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘+Enter' : 'Ctrl+Enter';

export function Composer({ rfq, to }: { rfq: Rfq; to: string }) {
  const { api } = useConnection();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<MessageRequest>({ resolver, defaultValues: { body: '' } });
  const body = useWatch({ control: form.control, name: 'body' });
  useEditing(body.trim() !== '');
  const refusal = threadRefusal(rfq);
  if (refusal) {
    return (
      <p className="composer-closed" role="status">
        {refusal}.
      </p>
    );
  }

  async function send(values: MessageRequest) {
    setFailure(null);
    try {
      const result = await api.createRfqMessage({ id: rfq.id, body: values, idempotencyKey: key });
      if (result.ok) {
        form.reset({ body: '' });
        setKey(crypto.randomUUID());
        return;
      }
      const onBody = result.problem.errors?.find((error) => error.field === 'body');
      if (onBody) form.setError('body', { message: onBody.message });
      else setFailure(result.problem.detail ?? result.problem.title);
    } catch (error) {
      setFailure(describeFailure(error));
    }
  }
  const submit = () => void form.handleSubmit(send)();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="composer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <CountedTextArea
        id="thread-message"
        label={`Message to ${to}`}
        value={body}
        max={MESSAGE_MAX_LENGTH}
        error={form.formState.errors.body?.message}
        hint={`${SEND_KEYS} to send`}
        textarea={{ rows: 3, onKeyDown, ...form.register('body') }}
      />
      {failure && (
        <p className="form-failure" role="alert">
          Not sent: {failure}
        </p>
      )}
      <div className="composer-actions">
        <Button
          type="submit"
          className="button button-primary"
          isDisabled={form.formState.isSubmitting}
        >
          Send
        </Button>
      </div>
    </form>
  );
}
