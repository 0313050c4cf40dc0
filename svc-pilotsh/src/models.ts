/** Imports every model of the service (and of the task engine) so connectMongo builds all indexes. */
import '@citygames/task-engine/models';
import './areas/area-code-lookup.js';
import './areas/area-visit.model.js';
import './content/event-content.model.js';
import './props/prop.model.js';
import './teams/membership.model.js';
import './teams/team.model.js';
