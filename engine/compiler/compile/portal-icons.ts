/** The names of the portal's own icons, as the product schema lists them (PortalIcon); the renderers draw each. */
import productSchema from '../../../schema/product.schema.json' with { type: 'json' };

export const portalIcons: readonly string[] = productSchema.$defs.portalIcon.enum;
