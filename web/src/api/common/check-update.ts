import type { UpdateInfo } from '@contracts/common/system';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';

/** common/checkUpdate, asked once at launch inside the native wrapper; its failure is silent. */
export const fetchUpdate = (): Promise<UpdateInfo> => request(wire.common.checkUpdate, {}, { toast: false });
