import { Link } from 'react-router-dom';
import { useStations } from '../api/stations.js';
import { PageHeader } from '../ui/PageHeader.js';
import { ListState } from '../ui/QueryState.js';
import styles from './Kitchen.module.css';

/** 'Mutfak ekranı': the stations, each opening its screen for the tablet or the screen over its counter (D59). */
export default function KitchenPage() {
  const stations = useStations();
  return (
    <>
      <PageHeader title="Mutfak ekranı" description="Bu cihazda hangi istasyonun fişleri gösterilsin?" />
      <ListState query={stations} loading="İstasyonlar yükleniyor…" count={stations.data?.length ?? 0} empty="Henüz istasyon yok.">
        {() => (
          <ul className={styles.stations}>
            {(stations.data ?? []).map((station) => (
              <li key={station.id}>
                <Link className={styles.station} to={`/admin/kitchen/${station.id}`} style={{ borderColor: station.colour }}>
                  {station.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </>
  );
}
