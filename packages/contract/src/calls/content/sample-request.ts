import { FieldMax, textFields } from '../../field-rules';
import { callGroup } from '../call-group';
import { storedWithMessage } from '../common-shapes';

const { post } = callGroup('content');

/** POST /mibd/common/sample_request (path not shown in the spec): stored and mailed to the outbox. */
export const sampleRequest = post('/mibd/common/sample_request', 'Sample request', {
  body: textFields(FieldMax.sample),
  val: storedWithMessage(),
});
