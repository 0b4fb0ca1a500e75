import { getDefaultAvatar, getUser, getUserBalance, setUserInfo, signIn, userInfo } from './profile';
import { logoutOthers, resetByCode, security, sendResetCode } from './recovery';
import { doRegister, login, logout, register, resetPassword, resetSecondaryPassword, setSecondaryPassword } from './session';

export const account = {
  login,
  register,
  doRegister,
  logout,
  resetPassword,
  setSecondaryPassword,
  resetSecondaryPassword,
  userInfo,
  setUserInfo,
  getUser,
  getUserBalance,
  getDefaultAvatar,
  signIn,
  sendResetCode,
  resetByCode,
  security,
  logoutOthers,
};
