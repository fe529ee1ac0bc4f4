import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../api/api';
import { useToast } from '../toast/toast-context';

/**
 * After a confirmation (or reset) link the gateway lands the member on a page with
 * `?welcome=1`: drop the marker from the address at once (so it cannot pull the person back
 * if they move on), then greet them when their name has arrived.
 */
export function WelcomeToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [loadUser] = api.endpoints.currentUser.useLazyQuery();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('welcome') !== '1') return;
    params.delete('welcome');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    void loadUser(undefined, true).then(({ data: user }) =>
      toast({ title: user ? `Welcome to Kiin, ${user.firstName}!` : 'Welcome to Kiin!', description: 'You are signed in.', variant: 'success' }),
    );
  }, [location.pathname, location.search, location.hash, navigate, loadUser, toast]);

  return null;
}
