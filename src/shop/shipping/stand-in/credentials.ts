/**
 * The stand-ins' public test credentials, apart from the stand-ins themselves (which draw labels
 * with pdf-lib): the Worker's carrier configuration reads them without loading pdf-lib. They open
 * nothing real: only the stand-ins accept them.
 */

/** The token the InPost stand-in accepts unless told another (ShipX tokens are long opaque strings from Manager Paczek). */
export const INPOST_STAND_IN_TOKEN = "shipx-stand-in-7f3a9c2e41b84d6aa0c95e1d2f6b8c3a";
/** The organization it serves unless told another (ShipX organization ids are numbers). */
export const INPOST_STAND_IN_ORGANIZATION_ID = "12345";
export const INPOST_STAND_IN_CREDENTIALS = { token: INPOST_STAND_IN_TOKEN, organizationId: INPOST_STAND_IN_ORGANIZATION_ID };

/** The DPD stand-in's login, password and master FID unless told others (DPD's demo FIDs are short numbers). */
export const DPD_STAND_IN_LOGIN = "stand-in";
export const DPD_STAND_IN_PASSWORD = "stand-in-password";
export const DPD_STAND_IN_MASTER_FID = "1495";
export const DPD_STAND_IN_CREDENTIALS = { login: DPD_STAND_IN_LOGIN, password: DPD_STAND_IN_PASSWORD, masterFid: DPD_STAND_IN_MASTER_FID };
