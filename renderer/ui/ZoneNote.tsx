// The laptop's zone, named once on a screen whose times are in it ("Times in Europe/Paris
// (CET)"); a leg's departure says its own airport's zone beside it instead.
import { laptopZoneName } from '../../shared/time/zoned';

export function ZoneNote({ now }: { now?: Date }) {
  return <p className="muted zone-note">Times in {laptopZoneName(now)}</p>;
}
