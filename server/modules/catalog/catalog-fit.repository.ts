import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productFitments } from '../../db/schema/catalog';
import type { FitmentNarrowing } from '../../../shared/fitment';

/** A product's fitment row for one machine model. */
export interface ModelFitmentRow extends FitmentNarrowing {
  productId: number;
}

const columns = {
  productId: productFitments.productId,
  serialFrom: productFitments.serialFrom,
  serialTo: productFitments.serialTo,
  engine: productFitments.engine,
  attachment: productFitments.attachment,
};

/** Fitment reads for a customer's machine (the fleet asks through the catalogue service): the rows of a page of parts, the narrowed rows of a model. */
export function createFitRepository(db: Db) {
  return {
    /** Of these products, the fitment rows for the model (one at most per product). */
    fitmentsFor(machineModelId: number, productIds: readonly number[]): Promise<ModelFitmentRow[]> {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .select(columns)
        .from(productFitments)
        .where(and(eq(productFitments.machineModelId, machineModelId), inArray(productFitments.productId, [...new Set(productIds)])));
    },

    /** The model's fitment rows narrowed by a serial range, engine or attachment (the only ones that can rule a machine out). */
    narrowedFitments(machineModelId: number): Promise<ModelFitmentRow[]> {
      return db
        .select(columns)
        .from(productFitments)
        .where(
          and(
            eq(productFitments.machineModelId, machineModelId),
            or(isNotNull(productFitments.serialFrom), isNotNull(productFitments.serialTo), isNotNull(productFitments.engine), isNotNull(productFitments.attachment)),
          ),
        );
    },
  };
}

export type FitRepository = ReturnType<typeof createFitRepository>;
