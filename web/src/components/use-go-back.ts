import { useNavigate } from 'react-router-dom';
import { routes } from '@web/app/routes';

/**
 * Back to the page before in the app, or — when this page was opened directly and there is none — to
 * `fallback`, in place. React Router keeps the history index in history.state; at 0 going back would leave the app.
 */
export function useGoBack(fallback: string = routes.home()): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  };
}
