import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/** A thin bar at the top while the next screen loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.bar} role="progressbar" aria-label="Loading page" />;
}
