import { FieldMax, textFields } from '../../field-rules';
import { callGroup } from '../call-group';
import { storedWithMessage } from '../common-shapes';

const { post } = callGroup('content');

/** POST /mibd/common/contact_us (path not shown in the spec): stored and mailed to the outbox. */
export const contactUs = post('/mibd/common/contact_us', 'Contact form', {
  body: textFields(FieldMax.contact),
  val: storedWithMessage(),
});
