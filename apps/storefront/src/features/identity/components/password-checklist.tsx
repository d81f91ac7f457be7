import { List, Text } from '@mantine/core';
import { PasswordRules } from '@portal/contract';
import classes from './password-checklist.module.css';

/** The password policy (spec 5) as a live checklist: each rule ticks once the password meets it. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <List id={id} spacing={4} size="sm" listStyleType="none" className={classes.list}>
      {PasswordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <List.Item key={rule.message} data-met={met} className={classes.rule}>
            <span aria-hidden="true" className={classes.mark}>
              {met ? '✓' : '○'}
            </span>
            <Text span size="sm">
              {rule.message}
            </Text>
            <span className={classes.hidden}>{met ? ' (met)' : ' (not met yet)'}</span>
          </List.Item>
        );
      })}
    </List>
  );
}
