import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout.ts';
import { clearSession } from '../../lib/api/session.ts';
import { paths } from '../../lib/paths.ts';

/**
 * Logout (spec 000 §2): end the session on the server, go home, then forget the user. Leaving
 * first (synchronously committed) keeps a protected page from seeing "no user" and sending the
 * visitor to /login instead of home.
 */
export function useLogoutAction() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logoutMutation = useLogout();

  const logout = async () => {
    try {
      await logoutMutation.mutateAsync();
    } catch {
      // Even if the server could not be reached, the person asked to leave: forget them here.
    }
    await navigate(paths.home, { flushSync: true });
    clearSession(queryClient);
  };

  return { logout, isPending: logoutMutation.isPending };
}
