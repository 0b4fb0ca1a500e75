// antd-mobile's PullToRefresh on its own, so it (and the animation library it drives) loads only when pulled in.
export { PullToRefresh as default } from 'antd-mobile';
