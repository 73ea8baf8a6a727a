import { ownPageResource } from '../../platform/records/resource.js';
import { userRoutes } from './routes.js';

/** The staff's accounts, their sessions and the sign-in failures that slow guessing down (admins only). */
export const users = ownPageResource('users', userRoutes, 'name', ['sessions', 'loginFailures']);
