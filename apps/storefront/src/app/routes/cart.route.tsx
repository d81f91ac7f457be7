import { useCan } from '../../components/can';
import { CartScreen } from '../../features/cart/components/cart-screen';
import { MoveToProjectButton } from '../../features/workspace/move-to-project-button';

/** /cart: the one cart across brand sites; product lines move to a project (workspace picker). */
export function Component() {
  // Projects need the designer_project tag; customer mode reads projects, it has no cart.
  const projects = useCan('designer_project');
  return (
    <CartScreen
      lineAction={
        projects ? (line, move) => <MoveToProjectButton line={line} move={move} /> : undefined
      }
    />
  );
}
