import { createErrorBlock } from 'antd-mobile';
import { useEffect, useState, type ReactElement } from 'react';

type Status = 'default' | 'disconnected' | 'empty' | 'busy';

const images = () => import('antd-mobile/es/components/error-block/images');

/**
 * antd-mobile's illustration, fetched when an error or empty state actually shows. Its box has a
 * fixed height (--image-height), so the picture arriving moves nothing.
 */
function Illustration({ status }: { status: Status }) {
  const [image, setImage] = useState<ReactElement | null>(null);
  useEffect(() => {
    let live = true;
    void images().then((all) => {
      const byStatus = { default: all.defaultImage, disconnected: all.disconnectedImage, empty: all.emptyImage, busy: all.busyImage };
      if (live) setImage(byStatus[status]);
    });
    return () => {
      live = false;
    };
  }, [status]);
  return image;
}

/**
 * antd-mobile's ErrorBlock with its illustrations (~9 kB gzip for the four) loaded on show instead
 * of up front: error states are on nearly every first screen, their pictures on almost none.
 * Same props; use this one, not antd-mobile's.
 */
export const ErrorBlock = createErrorBlock({
  default: <Illustration status="default" />,
  disconnected: <Illustration status="disconnected" />,
  empty: <Illustration status="empty" />,
  busy: <Illustration status="busy" />,
});
