// Not listed: the check must name it.
