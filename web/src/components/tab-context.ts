import { createContext } from 'react';

/** true inside the tab layout: pages there have no back arrow and leave room for the tab bar. */
export const InTabLayout = createContext(false);
