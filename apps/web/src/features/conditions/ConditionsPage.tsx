import { useParams } from 'react-router';
import { ConditionDetail } from './components/ConditionDetail';
import { ConditionsIndex } from './components/ConditionsIndex';

/** /conditions and /conditions/{id}. */
export default function ConditionsPage() {
  const { id } = useParams();
  return id ? <ConditionDetail key={id} id={id} /> : <ConditionsIndex />;
}
