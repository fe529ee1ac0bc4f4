import { Injectable } from '@nestjs/common';
import { type EngageQuery, type EngageResult, ErrorCode, errorMessage } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import { supportDirectory } from '../support-services/directory';
import { findPlace } from './places';
import { postcodeIndex } from './postcode-index';
import { matchServices } from './service-matching';

/** "Engage: find services": the directory's services for a place and a need. */
@Injectable()
export class EngageService {
  find({ where, need }: EngageQuery): EngageResult {
    const lookup = findPlace(postcodeIndex(), where);
    if ('states' in lookup) throw new DomainError(ErrorCode.PlaceNotFound, errorMessage.placeInSeveralStates(lookup.suburb, lookup.states));
    if ('unknown' in lookup) throw new DomainError(ErrorCode.PlaceNotFound, errorMessage.placeNotFound);
    return { place: lookup.found, services: matchServices(supportDirectory, lookup.found.state, need) };
  }
}
