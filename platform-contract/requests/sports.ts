/**
 * What the platform accepts in the sports calls' bodies (SportsPath), as yup schemas: the site builds its request to
 * them and the platform validates bodies with them as they are (strictly: JSON types as sent). A refusal is 400
 * bad_request naming the field.
 */
import { number, object, string } from 'yup';
import { HOT_MATCHES_MAX } from '../sports';

/** A vendor's code (vassalage), as the game calls take it. */
const VENDOR_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** SportsPath.HOT_MATCHES (HotMatchesRequestDto). */
export const hotMatchesRequest = () =>
  object({
    merchantCode: string().required('required').max(60, 'invalid'),
    vassalage: string().optional().matches(VENDOR_CODE, 'invalid'),
    language: string().required('required').max(35, 'invalid'),
    count: number().optional().integer('invalid').min(1, 'invalid').max(HOT_MATCHES_MAX, 'invalid'),
  });
